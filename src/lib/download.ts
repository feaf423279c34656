// Saves a Blob under the name the server gave in Content-Disposition (or a fallback), and reads the message of a
// refused download back out of the Blob it arrived as.
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A refused export answers JSON ({message}), read as a Blob like the file would have been: read it back. */
export async function withServerMessage<T>(download: () => Promise<T>): Promise<T> {
  try {
    return await download();
  } catch (err) {
    const data = (err as { data?: unknown }).data;
    if (data instanceof Blob) {
      const body: unknown = await data
        .text()
        .then((text) => JSON.parse(text) as unknown)
        .catch(() => null);
      // FetchError's data is read-only: the message travels on an error of our own, as errorMessage reads it.
      if (body && typeof body === 'object') throw Object.assign(new Error('Export refused'), { data: body });
    }
    throw err;
  }
}
