// Turns a tinykeys binding into what the user reads ('$mod+k' → 'Ctrl K' or '⌘ K', 'g u' → 'G then U').
export function shortcutKeys(binding: string, isMac: boolean): string[][] {
  return binding.split(' ').map((press) =>
    press.split('+').flatMap((part) => {
      if (part === '$mod') return [isMac ? '⌘' : 'Ctrl'];
      if (part === 'Shift' && press.endsWith('+?')) return []; // '?' already implies Shift
      if (part === 'Enter' || part === 'Escape' || part === 'Shift' || part === 'Alt') return [part];
      return [part.length === 1 ? part.toUpperCase() : part];
    }),
  );
}

export function shortcutLabel(binding: string, isMac: boolean): string {
  return shortcutKeys(binding, isMac)
    .map((keys) => keys.join(' '))
    .join(' then ');
}
