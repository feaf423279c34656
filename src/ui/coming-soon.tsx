import { useText } from '../i18n/text.ts';
import { PageHeader } from './page-header.tsx';

export function ComingSoon({ title }: { title: string }) {
  const t = useText();
  return (
    <section>
      <PageHeader title={title} />
      <div className="rounded-lg border border-dashed border-slate-400 bg-white p-10 text-center dark:border-slate-600 dark:bg-slate-900">
        <p className="text-lg font-medium">{t('ui.comingSoon')}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('ui.comingSoonText', { title })}</p>
      </div>
    </section>
  );
}
