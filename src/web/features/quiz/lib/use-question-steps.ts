import { useEffect, useRef, useState } from "react";
import { QuizText } from "#shared/messages";
import { notify } from "../../../lib/toast";

/** Answers by question id. */
export type Answers = Record<number, number>;

/** How long after the last answer the quiz in progress is saved. */
const SAVE_AFTER_MS = 400;
/** A tapped answer shows as chosen for a moment before the next question slides in. */
const ADVANCE_AFTER_MS = 250;

/**
 * A quiz taken one question at a time (the compatibility quiz and each deeper quiz): which step is
 * shown (the one the member moved to, else the first unanswered, so a quiz resumes where it was
 * left), focus on the step's heading after a move, the draft saved a moment after the last answer,
 * and the check that every question is answered before the whole is sent.
 */
export function useQuestionSteps(count: number) {
  const [stepChosen, setStep] = useState<number | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Each new step starts at its question, for keyboard and screen-reader users too.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [stepChosen]);
  useEffect(() => () => clearTimeout(saveTimer.current), []);

  const go = (to: number) => {
    moved.current = true;
    setShowMissing(false);
    setStep(Math.max(0, Math.min(count - 1, to)));
  };
  return {
    heading,
    showMissing,
    setShowMissing,
    go,
    /** The step shown, given the answers the quiz started with. */
    stepFrom: (questions: readonly { id: number }[], start: Answers) =>
      stepChosen ??
      Math.max(
        0,
        questions.findIndex((q) => start[q.id] === undefined),
      ),
    /** Saves the quiz in progress once the member pauses (a later answer replaces a pending save). */
    saveSoon(save: () => void) {
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(save, SAVE_AFTER_MS);
    },
    /** The whole is being sent: a pending draft save would only repeat it. */
    cancelSave: () => clearTimeout(saveTimer.current),
    /** Moves to `to` a moment after a tap, so the choice is seen first. */
    advanceSoon: (to: number) => setTimeout(() => go(to), ADVANCE_AFTER_MS),
    /**
     * Whether every question has an answer; if not, says so (answered of total) and shows the
     * first unanswered question, marked.
     */
    allAnswered(questions: readonly { id: number }[], answers: Answers): boolean {
      const missing = questions.findIndex((q) => answers[q.id] === undefined);
      if (missing < 0) return true;
      const answered = questions.filter((q) => answers[q.id] !== undefined).length;
      notify.error(QuizText.answerAll.title, QuizText.answerAll.description(answered, questions.length));
      go(missing);
      setShowMissing(true);
      return false;
    },
  };
}
