import { describe, expect, it } from 'vitest';
import { approvalActionLabel, requestStatusLabel } from './labels.ts';
import { notificationTarget } from './notifications.ts';

describe('status labels', () => {
  it('maps request statuses to their display labels', () => {
    expect(requestStatusLabel('pending')).toBe('Pending');
    expect(requestStatusLabel('approve')).toBe('Approved');
    expect(requestStatusLabel('reject')).toBe('Rejected');
    expect(requestStatusLabel('cancel')).toBe('Cancelled');
  });

  it('shows Pending acknowledge once the lead step is approved', () => {
    const steps = [{ stepName: 'LEAD_MANAGER_APPROVAL', status: 'APPROVED' }];
    expect(requestStatusLabel('pending', steps)).toBe('Pending acknowledge');
    expect(requestStatusLabel('approve', steps)).toBe('Approved');
  });

  it('labels the HR step Acknowledged and every other Approve', () => {
    expect(approvalActionLabel('HR_MANAGER')).toBe('Acknowledged');
    expect(approvalActionLabel('LEAD_MANAGER')).toBe('Approve');
  });
});

describe('notification targets', () => {
  it('opens the page of each type with request_id', () => {
    expect(notificationTarget('overtime_request', 3)).toBe('/ot?request_id=3');
    expect(notificationTarget('ot_request', 3)).toBe('/ot?request_id=3');
    expect(notificationTarget('postclock_request', 4)).toBe('/post-clock-request?request_id=4');
    expect(notificationTarget('post_clock', 4)).toBe('/post-clock-request?request_id=4');
    expect(notificationTarget('leave_request', 5)).toBe('/leave?request_id=5');
  });

  it('knows nothing of other types', () => {
    expect(notificationTarget('payroll_closed', 1)).toBeNull();
  });
});
