// An employee's contracts (contract/api/routes/employment.ts): the versions, and recording a new one.
import type { ContractBody } from '../../../../contract/api/employment.ts';
import { employment } from '../../../../contract/api/routes/employment.ts';
import { useRead } from '../../../lib/api-client.ts';
import { sendAndRevalidate } from '../../../lib/mutation.ts';

export const useContracts = (id: number | null) => useRead(employment.contracts, id ? { params: { id } } : null);

export const addContract = (id: number, body: ContractBody) =>
  sendAndRevalidate(employment.addContract, { params: { id }, body }, [employment.contracts]);
