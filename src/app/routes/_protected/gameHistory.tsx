import { createFileRoute } from '@tanstack/react-router';
import { GameHistoryPage } from '@/pages/game-history';

export const Route = createFileRoute('/_protected/gameHistory')({ component: GameHistoryPage });
