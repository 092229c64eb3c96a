/**
 * The reference is only as good as its comments: every export of both entries needs TSDoc, and every exported
 * function (and each endpoint function of the client) an example too. Read with TypeScript's own parser, as TypeDoc
 * reads them.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const entries = ['index.ts', 'schemas.ts'].map((file) => join(import.meta.dirname, file));
const program = ts.createProgram(entries, {
  strict: true,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  noEmit: true,
});
const checker = program.getTypeChecker();

interface Export {
  name: string;
  doc: string;
  tags: string[];
  isFunction: boolean;
}

function describeSymbol(name: string, symbol: ts.Symbol): Export {
  const resolved = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const declaration = resolved.declarations?.[0];
  const doc = ts.displayPartsToString(resolved.getDocumentationComment(checker)).trim();
  const tags = resolved.getJsDocTags(checker).map((tag) => tag.name);
  const isFunction =
    declaration !== undefined &&
    (ts.isFunctionDeclaration(declaration) ||
      ts.isClassDeclaration(declaration) ||
      (ts.isVariableDeclaration(declaration) &&
        declaration.initializer !== undefined &&
        (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer))));
  return { name, doc, tags, isFunction };
}

function exportsOf(file: string): Export[] {
  const source = program.getSourceFile(file);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`cannot read ${file}`);
  return checker.getExportsOfModule(module).map((symbol) => describeSymbol(symbol.name, symbol));
}

const all = entries.flatMap((file) => exportsOf(file).map((entry) => ({ ...entry, file })));
// The TypeBox schemas are values documented by their static type of the same name (`Member` is both).
const schemaValues = new Set(
  all.filter((entry) => entry.file.endsWith('schemas.ts') && !entry.isFunction && /^[A-Z]/.test(entry.name)),
);

describe('TSDoc of @parde/api-client', () => {
  it('documents every export of both entries', () => {
    const bare = all.filter((entry) => entry.doc === '' && !schemaValues.has(entry)).map((entry) => entry.name);
    expect([...new Set(bare)].sort()).toEqual([]);
  });

  it('gives every exported function an example', () => {
    const without = all.filter((entry) => entry.isFunction && !entry.tags.includes('example')).map((e) => e.name);
    expect([...new Set(without)].sort()).toEqual([]);
  });

  it('documents every endpoint function: what, parameters, the error codes and an example', () => {
    const client = all.find((entry) => entry.name === 'EndpointFunctions');
    expect(client).toBeDefined();
    const type = checker.getDeclaredTypeOfSymbol(
      checker
        .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entries[0] as string)!)!)
        .map((s) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s))
        .find((s) => s.name === 'EndpointFunctions')!,
    );
    const lacking = checker.getPropertiesOfType(type).flatMap((member) => {
      const tags = member.getJsDocTags(checker).map((tag) => tag.name);
      const missing = ['param', 'returns', 'throws', 'example'].filter((tag) => !tags.includes(tag));
      if (ts.displayPartsToString(member.getDocumentationComment(checker)).trim() === '') missing.unshift('summary');
      return missing.map((tag) => `${member.name}: ${tag}`);
    });
    expect(checker.getPropertiesOfType(type).length).toBeGreaterThan(60);
    expect(lacking).toEqual([]);
  });
});
