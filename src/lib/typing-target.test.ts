import { describe, expect, it } from 'vitest';
import { isTyping } from './typing-target.ts';

describe('isTyping', () => {
  it('is true in fields and editable content, false elsewhere', () => {
    for (const tag of ['input', 'textarea', 'select']) expect(isTyping(document.createElement(tag))).toBe(true);
    const div = document.createElement('div');
    div.setAttribute('contenteditable', 'true');
    document.body.appendChild(div);
    expect(isTyping(div)).toBe(true);
    expect(isTyping(document.createElement('button'))).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});
