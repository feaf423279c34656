// A one-page PDF medical certificate, as a data URL: what a sick leave request carries as its attachment.

const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

export function medicalCertificate(patient: string, from: string, to: string, clinic: string): string {
  const lines = [
    'MEDICAL CERTIFICATE',
    clinic,
    `Patient: ${patient}`,
    `Unfit for work from ${from} to ${to}.`,
    'Signed: attending physician',
  ];
  const text = lines
    .map((l, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 40 ${250 - i * 30} Td (${escape(l)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 300] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return `data:application/pdf;base64,${Buffer.from(pdf, 'latin1').toString('base64')}`;
}
