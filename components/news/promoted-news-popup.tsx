"use client";
import dynamic from "next/dynamic";

/**
 * The promoted-news dialog, its code (modal, focus trap, stores) in a chunk of its own fetched only
 * when a page renders this (PROMOTED_NEWS_STYLE = POPUP): the news page does not carry it otherwise.
 */
export const PromotedNewsPopup = dynamic(() => import("./promoted-news-dialog"), { ssr: false });
