import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { trackProcessGroup, untrackProcessGroup } from "./process-groups";
import { countElements, type ElementNode, htmlBodyToElements } from "./html-to-elements";
import { root, waitFor } from "./support";

/**
 * The floor of a server render on this machine: a default Next.js app (same Next and React as the
 * product, one dynamic page with a heading and a paragraph, nothing else), built and served beside
 * the product in the same run. A second page of it, `/elements`, renders the elements of the
 * home's body as the product rendered them (bench/html-to-elements.ts), as plain elements: the
 * framework's cost for that content, with none of the product's code, data or client components.
 * The machines here differ up to ×2 in speed from one day to the next and by a third within an hour, so the home's uncached render is loaded in rounds taken in turn
 * with this one's (bench/site.ts measureRendersInTurn) and also given as a multiple of it.
 * Built outside the project (a node_modules inside it would be read by tsc), with the project's
 * node_modules hard-linked (Turbopack does not follow a symlinked one).
 */
const DIR = path.join(os.tmpdir(), "evolusite-bench-next-reference");

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "next-reference", private: true }),
  "next.config.mjs": "export default { turbopack: { root: import.meta.dirname } };\n",
  "tsconfig.json": JSON.stringify({
    compilerOptions: {
      target: "ES2022",
      lib: ["dom", "esnext"],
      strict: true,
      module: "esnext",
      moduleResolution: "bundler",
      jsx: "preserve",
      noEmit: true,
      isolatedModules: true,
      resolveJsonModule: true,
      skipLibCheck: true,
      plugins: [{ name: "next" }],
    },
    include: ["**/*.ts", "**/*.tsx"],
  }),
  "app/layout.tsx": 'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (\n    <html lang="fr">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  "app/page.tsx": 'export const dynamic = "force-dynamic";\n\nexport default function Page() {\n  return (\n    <main>\n      <h1>Bonjour</h1>\n      <p>Une page sans rien d’autre.</p>\n    </main>\n  );\n}\n',
  // The elements are created at every render, as a page's components would.
  "app/elements/page.tsx": [
    'import { createElement, Fragment, type ReactNode } from "react";',
    'import elements from "./elements.json";',
    "",
    'export const dynamic = "force-dynamic";',
    "",
    "type ElementNode = string | [string, Record<string, unknown>, ElementNode[]];",
    "",
    "function render(node: ElementNode): ReactNode {",
    '  if (typeof node === "string") return node;',
    "  const [tag, props, children] = node;",
    "  return createElement(tag, props, ...children.map(render));",
    "}",
    "",
    "export default function Page() {",
    "  return <>{(elements as unknown as ElementNode[]).map((node, index) => <Fragment key={index}>{render(node)}</Fragment>)}</>;",
    "}",
    "",
  ].join("\n"),
};

/** The reference app served (own process group) for loads beside the home's. */
export interface RunningReference {
  url: string;
  /** The page of the home's elements, and how many elements it renders. */
  elementsUrl: string;
  elementCount: number;
  /** Its process group, for the CPU time of its renders. */
  pid: number | undefined;
  stop: () => void;
}

function build(elements: ElementNode[]): string | null {
  fs.rmSync(DIR, { recursive: true, force: true });
  const files = { ...FILES, "app/elements/elements.json": JSON.stringify(elements) };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(DIR, file), text);
  }
  const link = spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(DIR, "node_modules")], { stdio: "inherit" });
  if (link.status !== 0) return "could not link node_modules";
  const next = path.join(DIR, "node_modules", "next", "dist", "bin", "next");
  const built = spawnSync(process.execPath, [next, "build"], { cwd: DIR, stdio: "ignore", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  return built.status === 0 ? null : "next build failed";
}

/** Builds and serves the reference pages (own process group); the reason, as a string, when it could not. `homeHtml`: the home as the product rendered it. */
export async function startNextReference(port: number, homeHtml: string): Promise<RunningReference | string> {
  const elements = htmlBodyToElements(homeHtml);
  const failure = build(elements);
  if (failure) return failure;
  const next = path.join(DIR, "node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [next, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: DIR,
    detached: true,
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  trackProcessGroup(child.pid);
  const stop = () => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // gone
    }
    untrackProcessGroup(child.pid);
  };
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitFor(url, {}, 60_000);
  } catch (error) {
    stop();
    return error instanceof Error ? error.message : String(error);
  }
  return { url, elementsUrl: `${url}elements`, elementCount: countElements(elements), pid: child.pid, stop };
}
