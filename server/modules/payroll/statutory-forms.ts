// The forms the statutory files follow, as data with where their columns come from and what could not be checked
// offline. Each file carries these notes on its last sheet, so an accountant sees what it was built against.

export interface FormSource {
  /** The form or register the file stands for. */
  form: string;
  /** What its columns were taken from. */
  sources: readonly string[];
  /** What the file could not confirm against the authority's own template. */
  unverified: readonly string[];
}

export const TAX_RETURN_FORM: FormSource = {
  form: 'GDT form TOS 01, Return for Tax on Salary (monthly, Law on Taxation article 53), with fringe benefit tax',
  sources: [
    'GDT form TOS 01 (version of 17 January 2018, as published on vdocuments.net and scribd.com): section I for ' +
      'resident employees asks the number of employees, salary to be paid, spouse, number of children, tax on ' +
      'salary calculation base, tax rate and tax; section II non-resident employees; section III fringe benefits ' +
      '(value and tax at 20%)',
    'PwC Worldwide Tax Summaries, Cambodia, Individual: tax administration (reviewed 19 September 2024): the ' +
      'return and the tax withheld are due by the 20th of the month after the salary is paid',
    'Sub-decree No. 196 of 28 September 2022 and the GDT guideline on it: the tax base is the salary less 150,000 ' +
      'riel per dependant (spouse without work, each child), residents only',
  ],
  unverified: [
    'The per-employee schedule the GDT e-filing system takes was not available offline: the employee sheet gives ' +
      'the TOS 01 columns per employee, in the same order, to copy from.',
    'The employee’s national ID or passport number is not kept by this product: the staff ID is given instead.',
  ],
};

export const NSSF_LIST_FORM: FormSource = {
  form: 'NSSF monthly contribution list (occupational risk, health care, pension)',
  sources: [
    'Prakas No. 168/22 MLVT of 5 July 2022 on the formalities for registration and contribution payment: ' +
      'contributions paid and declared monthly for each registered worker',
    'NSSF, "Contribution payment" (nssf.gov.kh): occupational risk 0.8% and health care 2.6% of the ' +
      'contributory wage, paid by the employer; the wage is capped at 1,200,000 riel',
    'Sub-decree No. 32 of 4 March 2021 on the pension scheme: 2% employee and 2% employer for the first five ' +
      'years, on the contributable wage (400,000–1,200,000 riel)',
  ],
  unverified: [
    'The NSSF declares contributions through its own software (Prakas No. 480 of 18 October 2018); its import ' +
      'layout was not available offline, so the columns follow the schemes and their shares.',
    'The NSSF membership number is not kept by this product: its column is left for HR to fill in.',
  ],
};

export const LABOUR_LEDGER_FORM: FormSource = {
  form: 'Payroll ledger (computerised payroll list) of the Ministry of Labour and Vocational Training (LACMS)',
  sources: [
    'Prakas No. 111/25 MLVT of 6 May 2025 on the use of the payroll ledger: entered in LACMS (lacms.mlvt.gov.kh) ' +
      'by the 20th of the following month, kept three years',
    'KPMG Cambodia, labour compliance updates (July 2025): the payroll list includes the basic wage, the number of ' +
      'normal working days, overtime pay, weekly holiday pay and the other wage components',
  ],
  unverified: [
    'The LACMS template itself (downloaded from the ministry’s system per enterprise) was not available offline: ' +
      'the columns follow the Prakas as summarised above.',
    '“Days worked” counts the days of the month’s attendance on which the employee worked or was on leave (not ' +
      'absent, not a weekly rest day or holiday).',
  ],
};
