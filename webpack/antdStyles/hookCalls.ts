import ts from 'typescript';

const HOOK_MAKERS = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);

export interface HookCall {
  /**
   * As cssinjs names it: `Button-Button` for 'Button', `Tag-preset` for ['Tag', 'preset'];
   * undefined when the name is not written out in the call, so the build cannot tell its CSS.
   */
  hook: string | undefined;
  /** The style function's place in the source. */
  styleFn: { start: number; end: number };
  /** Made by genStyleHooks, whose hook also declares the component's CSS variables. */
  declaresCssVars: boolean;
}

/** A cheap look before parsing: most of antd's modules make no style hook. */
export function mayMakeStyleHooks(source: string): boolean {
  return [...HOOK_MAKERS].some((maker) => source.includes(`${maker}(`));
}

function hookName(argument: ts.Expression): string | undefined {
  if (ts.isStringLiteral(argument)) return `${argument.text}-${argument.text}`;
  if (ts.isArrayLiteralExpression(argument) && argument.elements.every(ts.isStringLiteral))
    return argument.elements.map((element) => (element as ts.StringLiteral).text).join('-');
  return undefined;
}

/** Every style hook an antd module makes (`genStyleHooks('Button', styleFn, …)` and its kin). */
export function findHookCalls(fileName: string, source: string): HookCall[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const calls: HookCall[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      HOOK_MAKERS.has(node.expression.text)
    ) {
      const [name, styleFn] = node.arguments;
      if (name && styleFn)
        calls.push({
          hook: hookName(name),
          styleFn: { start: styleFn.getStart(), end: styleFn.getEnd() },
          declaresCssVars: node.expression.text === 'genStyleHooks',
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return calls;
}
