import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-label.ts';

describe('notification text', () => {
  it('names who sent a request that waits for the reader', () => {
    expect(notificationText({ type: 'leave_request', employee_name: 'Sok Dara', outcome: null })).toBe(
      'Sok Dara sent a leave request',
    );
    expect(notificationText({ type: 'ot_request', employee_name: null, outcome: null })).toBe(
      'Someone sent an overtime request',
    );
    expect(notificationText({ type: 'mystery_thing', employee_name: 'Sok Dara' })).toBe(
      'Sok Dara sent a mystery thing',
    );
  });

  it('tells the requester how their own request ended', () => {
    expect(notificationText({ type: 'leave_request', employee_name: 'Sok Dara', outcome: 'approved' })).toBe(
      'Your leave request for Sok Dara was approved',
    );
    expect(notificationText({ type: 'overtime_request', employee_name: 'Sok Dara', outcome: 'rejected' })).toBe(
      'Your overtime request for Sok Dara was rejected',
    );
    expect(notificationText({ type: 'post_clock', employee_name: 'Sok Dara', outcome: 'cancelled' })).toBe(
      'Your post clock request for Sok Dara was cancelled',
    );
    expect(notificationText({ type: 'leave_request', employee_name: null, outcome: 'approved' })).toBe(
      'Your leave request was approved',
    );
  });

  it('keeps a name as plain text', () => {
    expect(notificationText({ type: 'leave_request', employee_name: '<b>Dara</b>', outcome: 'rejected' })).toBe(
      'Your leave request for <b>Dara</b> was rejected',
    );
  });
});
