// Clock-in and clock-out by the signed-in user's own employee, inside an office's geofence.
// Rule chosen: any signed-in user whose account is linked to an active employee may clock (it only ever writes
// that employee's own punch, so no attendance permission is needed); an unlinked account gets 403. The punch is
// recorded with the nearest office whose circle holds the position; outside every circle it is refused (400)
// naming the nearest office and the distance in metres.
import { ATTENDANCE_LIMITS, ATTENDANCE_MESSAGES, type ClockAction } from '../../../contract/attendance-codes.ts';
import type { ClockBody, ClockResult } from '../../../contract/api/attendance.ts';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { currentTime } from '../../lib/clock.ts';
import { businessToday, localTimeOf } from '../../lib/time.ts';
import { logActivity } from '../activity-log/service.ts';
import { closedPeriodOf, rederive } from './derive-service.ts';
import * as repo from './repository.ts';
import { dayDetail, toPunchItem } from './service.ts';

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceM(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export async function clock(
  db: Database,
  actor: Actor,
  body: ClockBody,
): Promise<{ message: string; data: ClockResult }> {
  const employeeId = await repo.linkedEmployee(db.kysely, actor.id);
  if (employeeId === null) throw forbidden(ATTENDANCE_MESSAGES.notLinked);
  if (body.accuracy > ATTENDANCE_LIMITS.maxAccuracyM)
    throw badRequest([
      { field: 'accuracy', message: ATTENDANCE_MESSAGES.accuracyTooLow(ATTENDANCE_LIMITS.maxAccuracyM) },
    ]);
  const offices = (await repo.allOffices(db.kysely)).map((o) => ({ ...o, distance: distanceM(body, o) }));
  if (offices.length === 0) throw conflict(ATTENDANCE_MESSAGES.noOffices);
  offices.sort((a, b) => a.distance - b.distance || a.id - b.id);
  const office = offices.find((o) => o.distance <= o.radius_m);
  if (!office) {
    const nearest = offices[0];
    const metres = Math.round(nearest.distance);
    const message = ATTENDANCE_MESSAGES.outsideGeofence(nearest.name, metres);
    throw new AppError(400, message, [{ field: 'latitude', message }], undefined, {
      nearest_office: { id: nearest.id, name: nearest.name, distance_m: metres, radius_m: nearest.radius_m },
    });
  }

  const now = currentTime();
  const at = new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString();
  const date = businessToday(now);
  const action: ClockAction = body.action;
  return db.tx(async (trx) => {
    const employee = await repo.lockEmployee(trx, db.dialect, employeeId);
    if (!employee) throw forbidden(ATTENDANCE_MESSAGES.notLinked);
    if (employee.status !== 'active') throw conflict(ATTENDANCE_MESSAGES.employeeResigned);
    if (date < employee.join_date) throw conflict(ATTENDANCE_MESSAGES.notJoinedYet(employee.join_date));
    const closed = await closedPeriodOf(trx, date);
    if (closed) throw conflict(ATTENDANCE_MESSAGES.periodClosed(closed.period));

    const today = (await repo.punchesOfDay(trx, employeeId, date)).filter((p) => p.voided_at === null);
    const ins = today.filter((p) => p.direction !== 'out');
    if (action === 'in' && ins.length) throw conflict(ATTENDANCE_MESSAGES.alreadyClockedIn(localTimeOf(ins[0].at)));
    if (action === 'out') {
      if (ins.length === 0) throw conflict(ATTENDANCE_MESSAGES.notClockedIn);
      const out = today.find((p) => p.direction === 'out');
      if (out) throw conflict(ATTENDANCE_MESSAGES.alreadyClockedOut(localTimeOf(out.at)));
      if (at <= ins[0].at) throw conflict(ATTENDANCE_MESSAGES.clockOutBeforeIn);
    }

    const punch = await repo.putPunch(trx, {
      employee_id: employeeId,
      at,
      date,
      source: 'clock',
      direction: action,
      office_id: office.id,
      device: body.device || null,
      latitude: body.latitude,
      longitude: body.longitude,
      accuracy_m: body.accuracy,
      created_by_id: actor.id || null,
      created_by_username: actor.username || null,
      created_at: at,
    });
    await rederive(trx, [employeeId], date, date);
    const attendance = await dayDetail(trx, employeeId, date);
    if (!attendance) throw new Error('A day with a punch always has a record.');
    const punchItem = toPunchItem(await repo.findPunch(trx, punch.id));
    await logActivity(trx, actor, {
      action: action === 'in' ? 'clock-in' : 'clock-out',
      resource: 'attendance',
      recordId: attendance.id,
      after: { ...punchItem, employee_id: employeeId, date, distance_m: Math.round(office.distance) },
    });
    const { punches: _punches, schedule: _schedule, ...item } = attendance;
    const time = localTimeOf(at);
    return {
      message:
        action === 'in'
          ? ATTENDANCE_MESSAGES.clockedIn(time, office.name)
          : ATTENDANCE_MESSAGES.clockedOut(time, office.name),
      data: { punch: punchItem, distance_m: Math.round(office.distance), attendance: item },
    };
  });
}
