import { createFileRoute } from '@tanstack/react-router';
import { InvitePage } from '@/pages/invite';

export const Route = createFileRoute('/_protected/invite')({ component: InvitePage });
