import { createFileRoute } from '@tanstack/react-router';
import { AddBalancePage } from '@/pages/add-balance';

export const Route = createFileRoute('/_protected/addBalance')({ component: AddBalancePage });
