import '../../../i18n/demo-common.i18n';
import '../knowledge-base.i18n';
import { useParams } from '@cloudfit/shared/router/app-router';
import { KbCategoryPage } from '../components/KbCategoryPage';
import { KbLanding } from '../components/KbLanding';
import { KbQuestionPage } from '../components/KbQuestionPage';

/** /pages/knowledge-base, /pages/knowledge-base/:category and /pages/knowledge-base/:category/:slug. */
export default function KnowledgeBaseScreen() {
  const { category, slug } = useParams();
  if (category && slug) return <KbQuestionPage key={`${category}/${slug}`} category={category} slug={slug} />;
  if (category) return <KbCategoryPage key={category} category={category} />;
  return <KbLanding />;
}
