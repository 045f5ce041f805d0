import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// No import cycle of any kind: this walks every import (type-only ones too, which ESLint's import/no-cycle
// would skip) of the project's own modules and fails on any cycle.
const root = path.resolve(__dirname, "../..");
const folders = ["app", "components", "content", "lib", "receiver", "scripts", "tests"];
const compilerOptions: ts.CompilerOptions = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  baseUrl: root,
  paths: { "@/*": ["./*"] },
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
};

function sourceFiles(): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith(".d.ts"))
      .map((file) => path.join(root, folder, file)),
  );
}

/** The project modules `file` imports: static, type-only, re-exports and dynamic import(). */
function localImports(file: string, text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.flatMap(({ fileName }) => {
    const resolved = ts.resolveModuleName(fileName, file, compilerOptions, ts.sys).resolvedModule;
    const target = resolved?.resolvedFileName;
    return target && !resolved.isExternalLibraryImport && !target.includes("node_modules") ? [target] : [];
  });
}

/** Every cycle's modules (relative to the root), one strongly connected component each (Tarjan). */
function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(path.relative(root, member));
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe("import cycles", () => {
  it("are found through type-only imports", () => {
    const a = path.join(root, "lib/a.ts");
    const b = path.join(root, "lib/b.ts");
    expect(localImports(a, 'import type { B } from "@/lib/routes";')).toEqual([path.join(root, "lib/routes.ts")]);
    expect(
      importCycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([["lib/a.ts", "lib/b.ts"]]);
  });

  it("do not exist among the project's modules, type-only imports included", () => {
    const graph = new Map(sourceFiles().map((file) => [file, localImports(file, readFileSync(file, "utf8"))]));
    expect(graph.size).toBeGreaterThan(100);
    expect(importCycles(graph)).toEqual([]);
  });
});
