#!/usr/bin/env python3
"""Import circles between the modules of each crate.

Reads every `crates/*/src/**/*.rs` outside `#[cfg(test)]` modules and draws an
edge from a module to each module whose items it names (`use crate::…`,
`use super::…`, `crate::a::b` in code, `child::f()` of its own child). A path
through a parent's re-export (`crate::report::Totals`, re-exported from
`report::content`) leads to the child that defines the item, and the re-export
itself is no edge: a parent that only declares and re-exports its children is
not in a circle with them. Every strongly connected group of two or more modules
is reported.

Exit status 1 when a circle is found. Used by `just lint`.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
USE = re.compile(r"\b(pub(?:\([^)]*\))?\s+)?use\s+([^;]+);")
PATH = re.compile(rf"\b((?:crate|super|self)(?:::{IDENT})+|{IDENT}(?:::{IDENT})+)")
DEFINED = re.compile(rf"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?(?:struct|enum|fn|trait|type|const|static|union)\s+({IDENT})", re.M)


def module_of(src, file):
    parts = list(file.relative_to(src).with_suffix("").parts)
    if parts[-1] in ("mod", "lib", "main"):
        parts = parts[:-1]
    return tuple(parts)


def without_tests_and_comments(text):
    text = re.sub(r"//[^\n]*", "", text)
    out, i = [], 0
    for m in re.finditer(r"#\[cfg\(test\)\]\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+\w+\s*\{", text):
        if m.start() < i:
            continue
        out.append(text[i : m.start()])
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
        i = j
    out.append(text[i:])
    return "".join(out)


def expand(tree):
    """`a::{b, c::{d, e}}` -> [[a, b], [a, c, d], [a, c, e]]."""
    tree = re.sub(r"\s+", "", tree)
    depth, start, out = 0, 0, []
    brace = tree.find("{")
    if brace < 0:
        return [[p for p in tree.split("as")[0].split("::") if p]] if "::" in tree or tree else []
    prefix = [p for p in tree[:brace].split("::") if p]
    inner = tree[brace + 1 : tree.rfind("}")]
    for k, ch in enumerate(inner + ","):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif ch == "," and depth == 0:
            part = inner[start:k]
            start = k + 1
            if part:
                out += [prefix + p for p in expand(part)]
    return out


def main():
    found = 0
    for src in sorted(ROOT.glob("crates/*/src")):
        files = {module_of(src, f): f for f in src.rglob("*.rs")}
        texts = {m: without_tests_and_comments(f.read_text()) for m, f in files.items()}
        modules = set(files)
        defined = {m: set(DEFINED.findall(t)) for m, t in texts.items()}
        reexports = {m: {} for m in modules}
        for m, t in texts.items():
            for u in USE.finditer(t):
                if u.group(1):
                    for path in expand(u.group(2)):
                        name = path[-1]
                        if path and path[0] not in ("crate", "super", "self") and m + (path[0],) in modules:
                            reexports[m][name] = m + (path[0],)

        def resolve(m, path):
            if not path:
                return None
            head, rest = path[0], path[1:]
            if head == "crate":
                base = ()
            elif head in ("super", "self"):
                base = m if head == "self" else m[:-1]
                while rest and rest[0] == "super":
                    base, rest = base[:-1], rest[1:]
            elif m + (head,) in modules:
                base, rest = m + (head,), rest
            else:
                return None
            target = base
            for name in rest:
                if target + (name,) in modules:
                    target = target + (name,)
                    continue
                seen = 0
                while name not in defined.get(target, ()) and name in reexports.get(target, {}) and seen < 8:
                    target, seen = reexports[target][name], seen + 1
                break
            return target

        graph = {m: set() for m in modules}
        for m, t in texts.items():
            for u in USE.finditer(t):
                if u.group(1):
                    continue
                for path in expand(u.group(2)):
                    target = resolve(m, path)
                    if target is not None and target != m:
                        graph[m].add(target)
            for p in PATH.finditer(USE.sub("", t)):
                target = resolve(m, p.group(1).split("::"))
                if target is not None and target != m:
                    graph[m].add(target)
        for group in strongly_connected(graph):
            found += 1
            names = ", ".join("::".join(g) or "(crate root)" for g in group)
            print(f"{src.parent.name}: import circle between {names}")
    if found:
        return 1
    print("no import circles between modules")
    return 0


def strongly_connected(graph):
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


if __name__ == "__main__":
    sys.exit(main())
