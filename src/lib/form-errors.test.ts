import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaResolver } from './form-errors.ts';

const form = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, 'Name is too short')
      .regex(/^[A-Za-z]+$/, 'Letters only'),
    again: z.string(),
  })
  .refine((v) => v.again === v.name, { path: ['again'], message: 'Names differ' });

describe('schemaResolver', () => {
  it('puts each issue on the field it names, the first message only', async () => {
    expect(await schemaResolver(form)({ name: '1', again: '1' })).toEqual({
      values: {},
      errors: { name: { type: 'validation', message: 'Name is too short' } },
    });
    expect((await schemaResolver(form)({ name: 'Dara', again: 'Sok' })).errors).toEqual({
      again: { type: 'validation', message: 'Names differ' },
    });
  });

  it("hands on the schema's output when the form passes", async () => {
    expect(await schemaResolver(form)({ name: ' Dara ', again: 'Dara' })).toEqual({
      values: { name: 'Dara', again: 'Dara' },
      errors: {},
    });
  });
});
