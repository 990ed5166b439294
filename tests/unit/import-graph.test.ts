import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..", "..");
const APP = join(ROOT, "app");
const SOURCE = /\.(ts|tsx)$/;

/** Every module of app/ with the app modules it imports (type-only imports too: they tie folders as well). */
function importGraph(): Map<string, string[]> {
  const files = readdirSync(APP, { recursive: true, encoding: "utf8" }).filter((file) => SOURCE.test(file));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(APP, file), "utf8"), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((name) => name.startsWith("~/") || name.startsWith("."))
      .map((name) => (name.startsWith("~/") ? name.slice(2) : relative(APP, join(APP, dirname(file), name))));
    graph.set(file, targets);
  }
  return graph;
}

/** Which folder imports which other folder, each with one import that shows it. */
function folderEdges(graph: Map<string, string[]>): Map<string, string> {
  const edges = new Map<string, string>();
  for (const [file, targets] of graph) {
    for (const target of targets) {
      const [from, to] = [dirname(file), dirname(target)];
      if (from !== to && !edges.has(`${from} -> ${to}`)) edges.set(`${from} -> ${to}`, `${file} imports ${target}`);
    }
  }
  return edges;
}

/** A cycle of folders (each importing the next, the last the first), or null when the folders form no cycle. */
function folderCycle(edges: Map<string, string>): string[] | null {
  const next = new Map<string, string[]>();
  for (const edge of edges.keys()) {
    const [from, to] = edge.split(" -> ") as [string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (folder: string): string[] | null => {
    const at = path.indexOf(folder);
    if (at >= 0) return path.slice(at);
    if (done.has(folder)) return null;
    path.push(folder);
    for (const to of next.get(folder) ?? []) {
      const cycle = visit(to);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(folder);
    return null;
  };
  for (const folder of next.keys()) {
    const cycle = visit(folder);
    if (cycle) return cycle;
  }
  return null;
}

describe("the import graph of app/", () => {
  it("has no two folders importing each other", () => {
    const edges = folderEdges(importGraph());
    const pairs = [...edges.keys()]
      .map((edge) => edge.split(" -> ") as [string, string])
      .filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`))
      .map(([from, to]) => `${from} <-> ${to}: ${edges.get(`${from} -> ${to}`)}; ${edges.get(`${to} -> ${from}`)}`);
    expect(pairs).toEqual([]);
  });

  it("has no longer cycle of folders either", () => {
    const edges = folderEdges(importGraph());
    const cycle = folderCycle(edges);
    expect(cycle && cycle.map((folder, index) => edges.get(`${folder} -> ${cycle[(index + 1) % cycle.length]}`))).toBeNull();
  });

  it("sees the imports it judges (a folder that imports another is found)", () => {
    // Guards the check above against passing because it read nothing: routes always import lib/.
    const edges = folderEdges(importGraph());
    expect([...edges.keys()].some((edge) => edge.startsWith("routes -> lib"))).toBe(true);
  });
});
