import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The import boundaries (eslint.config.js, import-x's no-restricted-paths and no-cycle) judge
 * where an import leads, however it is spelled: each probe is linted as if it were a file of the
 * project, and must be refused with the boundary's message.
 */
const eslint = new ESLint();
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe("import boundaries", () => {
  it("keep server features apart however the path is spelled", async () => {
    for (const from of [
      "../profiles/profiles.repository.js",
      "../../features/profiles/profiles.repository.js",
      "../profiles/index.js",
    ]) {
      const found = await problems(
        "src/server/features/quiz/probe.ts",
        `import * as p from "${from}";\nexport const probe = p;\n`,
      );
      expect(found.join("\n")).toContain("Features meet through injected services and domain events");
    }
  });

  it("keep the platform below the features and the policy, and the server away from the web app", async () => {
    expect(
      (
        await problems(
          "src/server/platform/probe.ts",
          `import * as p from "../policy/visibility.js";\nexport const probe = p;\n`,
        )
      ).join(),
    ).toContain("platform/ knows no policy");
    expect(
      (
        await problems(
          "src/server/platform/probe.ts",
          `import * as p from "../features/quiz/index.js";\nexport const probe = p;\n`,
        )
      ).join(),
    ).toContain("sit below the features");
    expect(
      (await problems("src/server/probe.ts", `import * as p from "../web/lib/api";\nexport const probe = p;\n`)).join(),
    ).toContain("never imports the web app");
  });

  it("keep a web feature from importing another, even through its index.ts (ADR 0002)", async () => {
    for (const from of ["../../features/matching/api", "../matching"])
      expect(
        (
          await problems("src/web/features/quiz/probe.ts", `import * as p from "${from}";\nexport const probe = p;\n`)
        ).join(),
      ).toContain("A feature imports no other feature");
    // What features share sits below them, and the app composes them through a feature's index.ts.
    expect(
      await problems(
        "src/web/features/quiz/probe.ts",
        `import * as p from "../../lib/session";\nexport const probe = p;\n`,
      ),
    ).toEqual([]);
    expect(
      await problems(
        "src/web/app/routes/probe.ts",
        `import * as p from "../../features/matching";\nexport const probe = p;\n`,
      ),
    ).toEqual([]);
  });
});
