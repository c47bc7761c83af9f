import { createFileRoute } from '@tanstack/react-router';
import { LimitsPage } from '@/pages/limits';

export const Route = createFileRoute('/_protected/limits')({ component: LimitsPage });
