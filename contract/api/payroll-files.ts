// The statutory files of an approved run, each an .xlsx an accountant files from (routes/payroll-files.ts):
// the month's tax on salary and fringe benefit tax return, the NSSF contribution list and the labour ministry's
// payroll ledger. A draft run has none (409): what is filed must be what was approved.
import { idParams } from './common.ts';
import { XLSX_TYPE } from './media.ts';

/** The three files, by the name the web app and the job know them by. */
export const STATUTORY_FILES = ['taxReturn', 'nssfList', 'labourLedger'] as const;
export type StatutoryFile = (typeof STATUTORY_FILES)[number];

export const STATUTORY_FILE_MESSAGES = {
  draft: 'This payroll run is still a draft: approve it before downloading its statutory files.',
} as const;

/** The statutory files' routes' schemas, keyed like their route table (routes/payroll-files.ts). */
export const statutoryFileSchemas = {
  taxReturn: {
    summary:
      "An approved run's tax on salary and fringe benefit tax return (tax-on-salary-<month>.xlsx): the return's " +
      'totals, a row per employee (residency, dependants, tax base, tax withheld, in riel) and the fringe benefits',
    params: idParams,
    produces: XLSX_TYPE,
  },
  nssfList: {
    summary:
      "An approved run's NSSF contribution list (nssf-contributions-<month>.xlsx): a row per employee with the " +
      'insured wages and each scheme’s contribution in riel, employee and employer shares',
    params: idParams,
    produces: XLSX_TYPE,
  },
  labourLedger: {
    summary:
      "An approved run's payroll ledger for the labour ministry (payroll-ledger-<month>.xlsx): a row per employee " +
      'with the basic wage, days worked, overtime, other pay, deductions and net pay',
    params: idParams,
    produces: XLSX_TYPE,
  },
};
