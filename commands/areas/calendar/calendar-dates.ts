// A calendar day as an entity id, for the palette's day entries.
import { isoDate } from '../../../contract/dates.ts';

/** A day as an entity id: 20261125. */
export const dateId = (date: string) => Number(date.replace(/-/g, ''));
export const dateOfId = (id: number) => isoDate(Math.floor(id / 10000), Math.floor(id / 100) % 100, id % 100);
