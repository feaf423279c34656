// /offices/add and /offices/edit/{officeId}: name, address, and where the office is: latitude, longitude and
// geofence radius, typed in fields or placed on the map. Fields and map follow each other; the fields alone
// do everything, so the page works by keyboard and without map tiles.
import { lazy, useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router-dom';
import { capitalise, serverMessage } from '../../../commands/error-message.ts';
import { AFTER_SAVE, focusRowAfterSave, useUnsavedChanges } from '../../lib/unsaved-changes.ts';
import { validatorsOf } from '../../lib/validators.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useOffice } from './api/get-office.ts';
import { saveOffice } from './api/save-office.ts';
import { MapSlot } from './map/map-slot.tsx';
import {
  circleRadius,
  EMPTY_OFFICE,
  fieldError,
  formatCoordinate,
  formFieldOf,
  OFFICE_FIELDS,
  pinPosition,
  splitCoordinatePair,
  toFormValues,
  validateOfficeForm,
  type LatLng,
  type OfficeField,
  type OfficeFormErrors,
  type OfficeFormValues,
} from './office-form.ts';
import { OFFICE_ROUTES } from '../../../commands/areas/offices/office-commands.ts';
import { sharedText, useText } from '../../i18n/text.ts';

const LocationPickerMap = lazy(() => import('./map/location-picker-map.tsx'));

const FIELD_ID: Record<OfficeField, string> = {
  name: 'office-name',
  address: 'office-address',
  latitude: 'office-latitude',
  longitude: 'office-longitude',
  radius: 'office-radius',
};

/** After typing stops for this long, the map frames the new pin and circle. */
const FRAME_AFTER_MS = 500;

export default function OfficeFormPage() {
  const t = useText();
  // The form's messages are the contract's English ones: each is shown in the language on screen.
  const say = (message: string | undefined) => (message ? sharedText(t, message) : undefined);
  const params = useParams();
  const id = params.officeId ? Number(params.officeId) : null;
  const navigate = useNavigate();
  const office = useOffice(id);
  const [values, setValues] = useState<OfficeFormValues>(EMPTY_OFFICE);
  const [errors, setErrors] = useState<OfficeFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [loadedId, setLoadedId] = useState<number | null>(null);
  // What the form started from, to know whether leaving would lose anything.
  const [initial, setInitial] = useState<OfficeFormValues>(EMPTY_OFFICE);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const { leave } = useUnsavedChanges(dirty);
  // Bumped when the map should frame the pin: values loaded, or coordinates typed (not when dragged).
  const [frameKey, setFrameKey] = useState(0);
  const [typed, setTyped] = useState(0);

  useEffect(() => {
    const o = office.data?.data;
    if (o && loadedId !== o.id) {
      setValues(toFormValues(o));
      setInitial(toFormValues(o));
      setLoadedId(o.id);
      setFrameKey((k) => k + 1);
    }
  }, [office.data, loadedId]);

  useEffect(() => {
    if (!typed) return;
    const t = setTimeout(() => setFrameKey((k) => k + 1), FRAME_AFTER_MS);
    return () => clearTimeout(t);
  }, [typed]);

  const set = (changes: Partial<OfficeFormValues>) => {
    const next = { ...values, ...changes };
    setValues(next);
    // A message goes away as soon as its field is right; new ones wait for Submit.
    setErrors((prev) => {
      const kept = { ...prev };
      for (const f of Object.keys(changes) as OfficeField[]) if (kept[f] && !fieldError(next, f)) delete kept[f];
      return kept;
    });
    if ('latitude' in changes || 'longitude' in changes || 'radius' in changes) setTyped((n) => n + 1);
  };

  const onPick = (at: LatLng) => {
    const next = { ...values, latitude: formatCoordinate(at.lat), longitude: formatCoordinate(at.lng) };
    setValues(next);
    setErrors(({ latitude: _lat, longitude: _lng, ...rest }) => rest);
  };

  const focusField = (f: OfficeField) => document.getElementById(FIELD_ID[f])?.focus();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const { body, errors: found } = validateOfficeForm(values);
    setErrors(found);
    if (!body) {
      const first = OFFICE_FIELDS.find((f) => found[f]);
      if (first) focusField(first);
      return;
    }
    setSubmitting(true);
    try {
      const { message, data } = await saveOffice(id, body);
      toast.success(message || t(id ? 'toast.offices.updated' : 'toast.offices.created'));
      focusRowAfterSave('office', data.id);
      navigate(OFFICE_ROUTES.list.path, AFTER_SAVE);
    } catch (err) {
      if ((err as { status?: number }).status === 401) return;
      const placed: OfficeFormErrors = {};
      for (const v of validatorsOf(err)) {
        const f = formFieldOf(v.field);
        if (f && !placed[f]) placed[f] = v.message;
      }
      // The only conflict an office can have is its name being taken.
      if ((err as { status?: number }).status === 409 && serverMessage(err)) placed.name = serverMessage(err);
      const first = OFFICE_FIELDS.find((f) => placed[f]);
      if (first) {
        setErrors(placed);
        focusField(first);
      } else {
        toast.error(
          capitalise(serverMessage(err) ?? t(id ? 'toast.offices.failedUpdate' : 'toast.offices.failedCreate')),
        );
      }
    } finally {
      setSubmitting(false);
    }
  };

  const title = t(id ? 'page./offices/edit/:officeId' : 'page./offices/add');
  const loading = id != null && office.isLoading;
  const position = pinPosition(values);
  const radius = circleRadius(values.radius);

  return (
    <section>
      <PageHeader title={title} />
      {office.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('offices.loadFailed')}
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(18rem,26rem)_minmax(0,1fr)]">
          <form
            onSubmit={onSubmit}
            noValidate
            aria-label={title}
            aria-busy={loading || undefined}
            className="rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
          >
            <TextField
              id={FIELD_ID.name}
              label={t('common.name')}
              value={values.name}
              maxLength={100}
              autoComplete="off"
              error={say(errors.name)}
              onChange={(e) => set({ name: e.target.value })}
            />
            <Field id={FIELD_ID.address} label={t('offices.address')} error={say(errors.address)}>
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  maxLength={300}
                  value={values.address}
                  onChange={(e) => set({ address: e.target.value })}
                />
              )}
            </Field>
            <fieldset>
              <legend className="mb-2 text-sm font-semibold">{t('offices.location')}</legend>
              <div className="grid grid-cols-2 gap-x-4">
                <TextField
                  id={FIELD_ID.latitude}
                  label={t('offices.latitude')}
                  inputMode="decimal"
                  autoComplete="off"
                  value={values.latitude}
                  error={say(errors.latitude)}
                  onChange={(e) => set(splitCoordinatePair(e.target.value) ?? { latitude: e.target.value })}
                />
                <TextField
                  id={FIELD_ID.longitude}
                  label={t('offices.longitude')}
                  inputMode="decimal"
                  autoComplete="off"
                  value={values.longitude}
                  error={say(errors.longitude)}
                  onChange={(e) => set({ longitude: e.target.value })}
                />
              </div>
              <TextField
                id={FIELD_ID.radius}
                label={t('offices.radius')}
                inputMode="numeric"
                autoComplete="off"
                value={values.radius}
                error={say(errors.radius)}
                onChange={(e) => set({ radius: e.target.value })}
              />
              <p className="-mt-2 mb-4 text-xs text-slate-600 dark:text-slate-300">{t('offices.locationHelp')}</p>
            </fieldset>
            <div className="flex justify-end gap-2">
              <a
                href="/offices"
                className={buttonClass('secondary')}
                onClick={(e) => (e.preventDefault(), leave(), navigate('/offices'))}
              >
                {t('common.cancel')}
              </a>
              <Button type="submit" variant="primary" disabled={submitting || loading}>
                {t(submitting ? 'offices.submitting' : 'offices.submit')}
              </Button>
            </div>
          </form>
          <MapSlot className="h-80 lg:h-[28rem]">
            <LocationPickerMap position={position} radius={radius} frameKey={frameKey} onPick={onPick} />
          </MapSlot>
        </div>
      )}
    </section>
  );
}
