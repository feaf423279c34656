// Light/dark theme, persisted; the class on <html> drives Tailwind's dark variant.
import { proxy, subscribe } from 'valtio';

const KEY = 'hrms.theme';
type Theme = 'light' | 'dark';

function initial(): Theme {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === 'light' || saved === 'dark') return saved;
  } catch {
    /* ignore */
  }
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export const theme = proxy<{ value: Theme }>({ value: initial() });

export function applyTheme(): () => void {
  const apply = () => document.documentElement.classList.toggle('dark', theme.value === 'dark');
  apply();
  return subscribe(theme, () => {
    apply();
    try {
      localStorage.setItem(KEY, theme.value);
    } catch {
      /* ignore */
    }
  });
}

export function toggleTheme(): void {
  theme.value = theme.value === 'dark' ? 'light' : 'dark';
}
