import type { PayrollCommandApi } from '../../../commands/areas/payroll/payroll-commands.ts';
import { approveRun, deletePayLine, downloadRunFile, regenerateRun } from './api/payroll-api.ts';

export const payrollCommandApi: PayrollCommandApi = {
  approveRun,
  regenerateRun,
  download: downloadRunFile,
  deletePayLine,
};
