import { apiClient } from '@cloudfit/shared/http/api-client';
import { ApiError } from '@cloudfit/shared/http/api-error';
import type {
  BlogCategory,
  BlogDetail,
  BlogEdit,
  BlogEditData,
  BlogPost,
  BlogSidebar,
} from '@cloudfit/shared/schemas/demo/pages-blog.schema';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

const BLOG_KEY = ['demo', 'blog'] as const;

export const isNotFound = (error: unknown) =>
  ApiError.is(error) && (error.status === 404 || error.status === 400);

/** An unknown post is an answer, not a failure worth retrying. */
const retryUnlessNotFound = (failures: number, error: unknown) => !isNotFound(error) && failures < 1;

/** `GET /blog/list/data?q&category`: the posts, newest first. */
export function useBlogPosts(filters: { q: string; category: BlogCategory | undefined }) {
  return useQuery({
    queryKey: [...BLOG_KEY, 'list', filters],
    queryFn: ({ signal }) =>
      apiClient.get<{ posts: BlogPost[] }>('blog/list/data', { searchParams: filters, signal }),
    select: (data) => data.posts,
    placeholderData: keepPreviousData,
  });
}

/** `GET /blog/list/data/sidebar`: recent posts and the categories with their post counts. */
export function useBlogSidebar() {
  return useQuery({
    queryKey: [...BLOG_KEY, 'sidebar'],
    queryFn: ({ signal }) => apiClient.get<BlogSidebar>('blog/list/data/sidebar', { signal }),
  });
}

/** `GET /blog/list/data/detail?id=`: one post with its content and comments. */
export function useBlogDetail(id: string) {
  return useQuery({
    queryKey: [...BLOG_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      apiClient.get<BlogDetail>('blog/list/data/detail', { searchParams: { id }, signal }),
    retry: retryUnlessNotFound,
  });
}

/** `GET /blog/list/data/edit?id=`: the post's editable fields. */
export function useBlogEdit(id: string) {
  return useQuery({
    queryKey: [...BLOG_KEY, 'edit', id],
    queryFn: ({ signal }) =>
      apiClient.get<BlogEditData>('blog/list/data/edit', { searchParams: { id }, signal }),
    retry: retryUnlessNotFound,
  });
}

/** `POST /blog/list/data/edit`: saves the post; every blog view is read again. */
export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useCallback(
    async (edit: BlogEdit) => {
      const saved = await apiClient.post<BlogEditData>('blog/list/data/edit', edit);
      await queryClient.invalidateQueries({ queryKey: BLOG_KEY });
      return saved;
    },
    [queryClient],
  );
}
