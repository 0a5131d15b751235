/**
 * Class of each server-rendered slide (swiper's own class, so swiper can initialise on the markup).
 * Lives outside the "use client" island so server components import the real string.
 */
export const SLIDE_CLASS = "swiper-slide";
