// What a web feature contributes to the console, beside its area's commands (commands/areas/<area>/): the
// implementation of its api slot, the components of its dialogs and pages (loaded on first use) and the
// palette's lookup of its entity kinds. A feature exports one `contribution` from contribution.ts; the app
// collects them (app/features.ts) and checks they provide exactly what the areas declare.
import type { ComponentType } from 'react';
import type { ApiSlot } from '../../commands/area.ts';
import type { DialogKind, EntityKind, EntityRef } from '../../commands/types.ts';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;
export type PageLoader = Loader<object>;

export interface ProvidedApi {
  // Any slot: `provide` checked the implementation against it.
  slot: ApiSlot<any>;
  impl: object;
}

/** A dialog's component and the props it is rendered with, besides `open` and `onClose` (the host's). */
export interface DialogSpec {
  load: Loader<any>;
  props: Readonly<Record<string, unknown>>;
}

/** Finds entities of one kind by name (lower-cased, trimmed); `filter` is a command's `pickFilter`. */
export type EntitySearch = (needle: string, filter?: Readonly<Record<string, string>>) => Promise<EntityRef[]>;

export interface Contribution {
  apis?: readonly ProvidedApi[];
  dialogs?: Readonly<Record<DialogKind, DialogSpec>>;
  entitySearches?: Readonly<Record<EntityKind, EntitySearch>>;
  /** Route path (commands/routes.ts) → its page. */
  pages?: Readonly<Record<string, PageLoader>>;
  /** Route path → starts the reads its page makes first, so that after sign-in they travel with its code. */
  pageReads?: Readonly<Record<string, () => void>>;
}

/** Implements an area's api slot; type-checked against that area's own interface. */
export function provide<Api extends object>(slot: ApiSlot<Api>, impl: Api): ProvidedApi {
  return { slot, impl };
}

type AsyncApi<Api> = { [K in keyof Api]: (...args: never[]) => Promise<unknown> };

/**
 * Implements an area's api slot with a module loaded on the first call, so its code (and the API client calls
 * behind it) stays out of the first screen's JavaScript. Only for an api whose every method answers a promise:
 * a caller awaits it anyway.
 */
export function provideLazy<Api extends AsyncApi<Api>>(
  slot: ApiSlot<Api>,
  load: () => Promise<{ default: Api }>,
): ProvidedApi {
  const impl = new Proxy({} as Api, {
    get: (_target, method) => {
      if (typeof method !== 'string') return undefined;
      return async (...args: unknown[]) => {
        // The slot's type was checked against `load`'s module above; here a method is found by its name.
        const api: unknown = (await load()).default;
        return (api as Record<string, (...a: unknown[]) => Promise<unknown>>)[method](...args);
      };
    },
  });
  return { slot, impl };
}

type ExtraProps<P> = Omit<P, 'open' | 'onClose'>;

/** A dialog loaded on first use; `props` are required exactly when the component takes more than open/onClose. */
export function dialog<P extends { onClose: () => void }>(
  load: Loader<P>,
  ...props: keyof ExtraProps<P> extends never ? [] : [ExtraProps<P>]
): DialogSpec {
  return { load, props: props[0] ?? {} };
}
