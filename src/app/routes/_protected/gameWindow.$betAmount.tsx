import { createFileRoute } from '@tanstack/react-router';
import { GameWindowPage } from '@/pages/game-window';

export const Route = createFileRoute('/_protected/gameWindow/$betAmount')({ component: GameWindowPage });
