import type { Metadata } from '../../contract/api/common.ts';

export function pageMetadata(page: number, limit: number, total: number): Metadata {
  const totalPage = Math.max(1, Math.ceil(total / limit));
  return { page, limit, total, totalPage, hasPrev: page > 1, hasNext: page < totalPage };
}
