import * as Tabs from "@radix-ui/react-tabs";
import { Heart } from "lucide-react";
import { Navigate, redirect, useSearchParams, type LoaderFunction } from "react-router";
import { postSignInPath } from "#shared/auth";
import { Card } from "../../../components/ui/card";
import { Loading } from "../../../components/ui/loading";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useSession } from "../../../lib/session";
import { pageDataOf } from "../../../lib/page-data";
import { SignInForm } from "../components/sign-in-form";
import { SignUpForm } from "../components/sign-up-form";
import { PageDescriptions } from "#shared/pages";

const tab =
  "min-h-11 flex-1 rounded-lg text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-violet-800 data-[state=active]:shadow";

/** The open tab lives in the URL (/auth?tab=signup), so links can open Sign Up directly and Back restores it. */
type TabValue = "signin" | "signup";
const tabFrom = (value: string | null): TabValue => (value === "signup" ? "signup" : "signin");

/** A member who is signed in already goes on where signing in would take them. */
export const loader: LoaderFunction = async (args) => {
  const session = await pageDataOf(args).session();
  if (session?.user) throw redirect(postSignInPath(session.user));
  return null;
};

export default function AuthPage() {
  const { user, loading } = useSession();
  const [params, setParams] = useSearchParams();
  const current = tabFrom(params.get("tab"));
  useDocumentTitle(current === "signup" ? "Sign up" : "Sign in", PageDescriptions.auth);

  if (loading) return <Loading />;
  if (user) return <Navigate to={postSignInPath(user)} replace />;

  function choose(value: string) {
    setParams(
      (p) => {
        p.set("tab", tabFrom(value));
        return p;
      },
      { replace: true },
    );
  }

  return (
    <main id="main" className="flex justify-center bg-gradient-to-b from-violet-50 to-white px-4 py-12">
      <Card className="w-full max-w-md">
        <div className="mb-6 text-center">
          <Heart className="mx-auto mb-2 size-10 text-violet-700" aria-hidden />
          <h1 className="text-2xl font-bold">Log In / Sign Up</h1>
          <p className="mt-1 text-slate-600">Dating that starts with who you really are.</p>
        </div>
        <Tabs.Root value={current} onValueChange={choose}>
          <Tabs.List aria-label="Sign in or sign up" className="mb-6 flex gap-1 rounded-xl bg-slate-100 p-1">
            <Tabs.Trigger value="signin" className={tab}>
              Sign In
            </Tabs.Trigger>
            <Tabs.Trigger value="signup" className={tab}>
              Sign Up
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="signin">
            <SignInForm />
          </Tabs.Content>
          <Tabs.Content value="signup">
            <SignUpForm />
          </Tabs.Content>
        </Tabs.Root>
      </Card>
    </main>
  );
}
