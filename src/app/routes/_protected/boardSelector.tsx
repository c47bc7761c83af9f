import { createFileRoute } from '@tanstack/react-router';
import { BoardSelectorPage } from '@/pages/board-selector';

export const Route = createFileRoute('/_protected/boardSelector')({ component: BoardSelectorPage });
