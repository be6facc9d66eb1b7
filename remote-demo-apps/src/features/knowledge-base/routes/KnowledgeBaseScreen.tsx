import { ScreenPending } from '../../../components/ScreenPending';

export default function KnowledgeBaseScreen() {
  return <ScreenPending />;
}
