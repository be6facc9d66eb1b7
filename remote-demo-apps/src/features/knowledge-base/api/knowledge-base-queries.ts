import { apiClient } from '@cloudfit/shared/http/api-client';
import { ApiError } from '@cloudfit/shared/http/api-error';
import type {
  KbCategory,
  KbCategorySummary,
  KbQuestion,
} from '@cloudfit/shared/schemas/demo/pages-content.schema';
import { useQuery } from '@tanstack/react-query';

/** The address names no category or question: unknown (404) or not even a possible slug (400). */
export const isNotFound = (error: unknown) =>
  ApiError.is(error) && (error.status === 404 || error.status === 400);

/** A missing category or question is an answer, not a failure worth retrying. */
const retryUnlessNotFound = (failures: number, error: unknown) => !isNotFound(error) && failures < 1;

/** `GET /kb/data/knowledge_base`: the category cards. */
export function useKnowledgeBaseCategories() {
  return useQuery({
    queryKey: ['demo', 'kb', 'categories'],
    queryFn: ({ signal }) =>
      apiClient.get<{ categories: KbCategorySummary[] }>('kb/data/knowledge_base', { signal }),
    select: (data) => data.categories,
  });
}

/** `GET /kb/data/category?category=`: one category's questions (404 when unknown). */
export function useKnowledgeBaseCategory(category: string) {
  return useQuery({
    queryKey: ['demo', 'kb', 'category', category],
    queryFn: ({ signal }) =>
      apiClient.get<KbCategory>('kb/data/category', { searchParams: { category }, signal }),
    retry: retryUnlessNotFound,
  });
}

/** `GET /kb/data/question?category=&slug=`: one question with its content (404 when unknown). */
export function useKnowledgeBaseQuestion(category: string, slug: string) {
  return useQuery({
    queryKey: ['demo', 'kb', 'question', category, slug],
    queryFn: ({ signal }) =>
      apiClient.get<KbQuestion>('kb/data/question', { searchParams: { category, slug }, signal }),
    retry: retryUnlessNotFound,
  });
}
