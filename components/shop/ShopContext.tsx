'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** What client islands of a shop need to know about it; plain data from the seller layout, the same for every visitor (who is logged in: account-header.tsx). */
export interface ShopInfo {
  slug: string;
  sellerId: string;
  name: string;
  currency: string;
  timezone: string;
  locale: string;
  /** Prices are shown net ("plus VAT") for sellers with taxCalculationMethod Exclusive. */
  netPrices: boolean;
  taxName: string;
  locationCountry?: string | undefined;
  capturePhone: boolean;
}

const ShopContext = createContext<ShopInfo | null>(null);

export function ShopProvider({ shop, children }: { shop: ShopInfo; children: ReactNode }) {
  return <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>;
}

export function useShop(): ShopInfo {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop must be used inside a ShopProvider (the [seller] layout)');
  return shop;
}

/** The shop around this component, or undefined outside one (the 404 page of an unknown seller). */
export function useOptionalShop(): ShopInfo | undefined {
  return useContext(ShopContext) ?? undefined;
}
