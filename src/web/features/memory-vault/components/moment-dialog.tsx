import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import type * as z from "zod/mini";
import { VaultLimits } from "#shared/limits";
import { momentFormSchema, momentTypeLabels, momentTypes, type Moment } from "#shared/memory-vault";
import { VaultText } from "#shared/premium-messages";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { Field, fieldAria } from "../../../components/ui/field";
import { Input, Select, Textarea } from "../../../components/ui/input";
import { showFieldErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/toast";
import { useAddMoment, useUpdateMoment } from "../api";

type FormInput = z.input<typeof momentFormSchema>;
type FormOutput = z.output<typeof momentFormSchema>;

const blank: FormInput = { title: "", description: "", moment_type: "reflection", notes: "", tags: "" };
const valuesOf = (m: Moment): FormInput => ({
  title: m.title,
  description: m.description ?? "",
  moment_type: m.moment_type,
  notes: m.notes ?? "",
  tags: m.tags.join(", "),
});

/** The spec's moment form (part 2 §3): title, description, type (reflection by default), notes, tags. */
export function MomentDialog({
  open,
  onOpenChange,
  moment,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  moment?: Moment | undefined;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={moment ? "Edit moment" : "Record a moment"}
        description="Only you can see your Memory Vault."
      >
        {/* Keyed, so each opening starts from the moment it edits (or a blank form). */}
        {open ? <MomentForm key={moment?.id ?? "new"} moment={moment} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function MomentForm({ moment, onDone }: { moment?: Moment | undefined; onDone: () => void }) {
  const id = useId();
  const add = useAddMoment();
  const update = useUpdateMoment();
  const { register, handleSubmit, formState, setError } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(momentFormSchema),
    defaultValues: moment ? valuesOf(moment) : blank,
  });
  const err = (key: keyof FormInput) =>
    (formState.errors as FieldErrors<FormInput>)[key]?.message as string | undefined;
  const aria = (key: keyof FormInput) => fieldAria(`${id}-${key}`, err(key), key === "tags");

  async function submit(values: FormOutput) {
    try {
      if (moment) await update.mutateAsync({ id: moment.id, changes: values });
      else await add.mutateAsync(values);
      notify.success(VaultText.momentSaved.title, VaultText.momentSaved.description);
      onDone();
    } catch (e) {
      showFieldErrors(e, blank, setError);
      notify.error(VaultText.saveFailed.title, VaultText.saveFailed.description);
    }
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="mt-4 space-y-4">
      <Field id={`${id}-title`} label="Title" error={err("title")}>
        <Input
          id={`${id}-title`}
          maxLength={VaultLimits.titleMax}
          autoComplete="off"
          {...register("title")}
          {...aria("title")}
        />
      </Field>
      <Field id={`${id}-moment_type`} label="Kind of moment" error={err("moment_type")}>
        <Select id={`${id}-moment_type`} {...register("moment_type")} {...aria("moment_type")}>
          {momentTypes.map((t) => (
            <option key={t} value={t}>
              {momentTypeLabels[t]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-description`} label="What happened" error={err("description")}>
        <Textarea
          id={`${id}-description`}
          rows={3}
          maxLength={VaultLimits.textMax}
          {...register("description")}
          {...aria("description")}
        />
      </Field>
      <Field id={`${id}-notes`} label="Notes to yourself" error={err("notes")}>
        <Textarea
          id={`${id}-notes`}
          rows={2}
          maxLength={VaultLimits.textMax}
          {...register("notes")}
          {...aria("notes")}
        />
      </Field>
      <Field
        id={`${id}-tags`}
        label="Tags"
        error={err("tags")}
        hint={`Separate with commas, up to ${VaultLimits.tagsMax}.`}
      >
        <Input id={`${id}-tags`} autoComplete="off" {...register("tags")} {...aria("tags")} />
      </Field>
      <div className="flex justify-end gap-3">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" pending={add.isPending || update.isPending}>
          Save moment
        </Button>
      </div>
    </form>
  );
}
