/**
 * GET /api/v1/library (categories, the viewer's reading history and bookmarks), GET a category's articles and GET
 * one article. Marks change on the article page, so each refetches on mount.
 */
import { useQuery } from '@tanstack/react-query';
import {
  LibraryPaths,
  libraryArticleSchema,
  libraryCategoryDetailSchema,
  libraryHomeSchema,
  type LibraryArticle,
  type LibraryCategoryDetail,
  type LibraryHome,
} from '@katana/shared/api/library';
import { apiClient } from '../../../lib/request/api-client.ts';
import type { ApiRequestError } from '../../../lib/request/api-query.ts';
import { callApi } from '../../../lib/request/call-api.ts';
import { apiPath } from '../../../lib/request/contract-path.ts';
import { libraryKeys } from './library-keys.ts';

export function useLibraryHome(viewer: number | null) {
  return useQuery<LibraryHome, ApiRequestError>({
    queryKey: [...libraryKeys.home(), viewer],
    queryFn: () => callApi(apiClient.get(apiPath(LibraryPaths.home)), libraryHomeSchema),
    refetchOnMount: 'always',
  });
}

export function useLibraryCategory(category: string, viewer: number | null) {
  return useQuery<LibraryCategoryDetail, ApiRequestError>({
    queryKey: [...libraryKeys.category(category), viewer],
    queryFn: () =>
      callApi(apiClient.get(apiPath(LibraryPaths.category, { category })), libraryCategoryDetailSchema),
    refetchOnMount: 'always',
  });
}

export function useLibraryArticle(category: string, slug: string, viewer: number | null) {
  return useQuery<LibraryArticle, ApiRequestError>({
    queryKey: [...libraryKeys.article(category, slug), viewer],
    queryFn: () =>
      callApi(apiClient.get(apiPath(LibraryPaths.article, { category, slug })), libraryArticleSchema),
  });
}
