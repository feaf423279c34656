// An ESLint rule: no text for people written into the web app's code. Words in JSX, in a text prop (label, title,
// placeholder, aria-label, …) or in a toast come from the message catalogue (src/i18n/), so every screen can be
// shown in each of its languages. Files not yet converted are listed in literal-text-ratchet.json: the rule lets
// their texts be, and reports a listed file that has none left, so the list only shrinks.
import fs from 'node:fs';
import path from 'node:path';

const RATCHET = path.join(import.meta.dirname, 'literal-text-ratchet.json');
const TEXT_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'hint',
  'confirmLabel',
  'doneLabel',
  'emptyText',
  'description',
]);
const TOAST_CALLS = new Set(['success', 'error', 'loading', 'custom']);
const WORDS = /\p{L}{2}/u;

const ratchet = () => new Set(JSON.parse(fs.readFileSync(RATCHET, 'utf8')));

function isText(node) {
  if (!node) return false;
  if (node.type === 'Literal') return typeof node.value === 'string' && WORDS.test(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.some((q) => WORDS.test(q.value.cooked ?? ''));
  if (node.type === 'JSXExpressionContainer') return isText(node.expression);
  if (node.type === 'ConditionalExpression') return isText(node.consequent) || isText(node.alternate);
  if (node.type === 'LogicalExpression') return isText(node.left) || isText(node.right);
  return false;
}

function isToast(callee) {
  if (callee.type === 'Identifier') return callee.name === 'toast';
  return (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'toast' &&
    callee.property.type === 'Identifier' &&
    TOAST_CALLS.has(callee.property.name)
  );
}

export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text comes from the message catalogue (src/i18n/), not from the code.' },
    schema: [],
  },
  create(context) {
    const file = path.relative(process.cwd(), context.filename).split(path.sep).join('/');
    const listed = ratchet().has(file);
    let found = 0;
    const report = (node, what) => {
      found += 1;
      if (!listed) context.report({ node, message: `${what}: take it from the catalogue (src/i18n/en.ts, km.ts).` });
    };
    return {
      JSXText(node) {
        if (WORDS.test(node.value)) report(node, `Text "${node.value.trim().slice(0, 40)}" in JSX`);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (TEXT_PROPS.has(name) && isText(node.value)) report(node, `Text in the ${name} prop`);
      },
      CallExpression(node) {
        if (isToast(node.callee) && isText(node.arguments[0])) report(node, 'Text in a toast');
      },
      'Program:exit'(node) {
        if (listed && found === 0) {
          context.report({
            node,
            message: `${file} has no literal text left: take it off scripts/lint/literal-text-ratchet.json.`,
          });
        }
      },
    };
  },
};
