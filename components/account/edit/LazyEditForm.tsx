'use client';

import dynamic from 'next/dynamic';

/**
 * The edit form, loaded only on the edit page. The account route holds all eleven screens, so a
 * static import would ship its form code (react-hook-form, zod) with every account page.
 */
export const LazyEditForm = dynamic(() => import('./EditForm').then((module) => module.EditForm));
