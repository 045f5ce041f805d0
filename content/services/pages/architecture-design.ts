import { facts, weeks } from "../../facts";
import type { ServicePageContent } from "../types";
import { work } from "../../work";

export const architectureDesign: ServicePageContent = {
  title: "3D Architecture Visualisation & Virtual Walkthroughs in Hyderabad",
  description:
    "3D exterior and interior renders, walkthroughs, floor plans and 360° tours built from your drawings, for Hyderabad builders, architects and designers.",
  keywords: [
    "3D architectural visualisation Hyderabad",
    "virtual walkthrough",
    "3D rendering India",
    "interior 3D render",
    "real estate walkthrough video",
  ],
  updated: "2026-11-22",
  theme: "gold",
  sections: [
    {
      kind: "hero",
      eyebrow: "3D architecture visualisation",
      heading: "See the building before the first brick is laid",
      lead: "Renders and walkthroughs built from your drawings that help Hyderabad developers sell off-plan, architects win approvals and homeowners picture their future space.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Call", href: "tel", style: "secondary" },
      ],
      icon: "cube",
      video: {
        webm: "/media/architecture/walkthrough.webm",
        mp4: "/media/architecture/walkthrough.mp4",
        poster: "/media/architecture/walkthrough-poster.jpg",
        label: "an abstract animated walkthrough of a building's structure",
      },
      cursorBlob: true,
      highlights: [
        "Exterior and interior renders from ₹6,000 per view",
        `Walkthrough videos delivered in ${weeks(facts.timelines.walkthrough)}`,
        "Built from your CAD, Revit or SketchUp files",
      ],
    },
    {
      kind: "serviceGrid",
      id: "services",
      eyebrow: "Services",
      heading: "3D visualisation services",
      items: [
        {
          icon: "cube",
          title: "Exterior 3D Rendering",
          description:
            "Views of towers, villas and commercial buildings built to your drawings, lit for the time of day that sells.",
        },
        {
          icon: "layout",
          title: "Interior Visualisation",
          description: "Living rooms, kitchens, offices and show flats furnished and styled to your specification.",
        },
        {
          icon: "video",
          title: "Virtual Walkthroughs",
          description: "Cinematic fly-throughs with music and captions for launches, YouTube and site offices.",
        },
        {
          icon: "globe",
          title: "360° Virtual Tours",
          description: "Interactive panoramas buyers explore on their phones or in a VR headset.",
        },
        {
          icon: "map",
          title: "3D Floor Plans",
          description: "Clear, furnished floor plans that help buyers understand space and flow at a glance.",
        },
        {
          icon: "image",
          title: "Marketing Stills",
          description: "Hoarding, brochure and social media visuals cut from the same 3D scene.",
        },
      ],
    },
    {
      kind: "whyChoose",
      tone: "ink",
      eyebrow: "Why choose us",
      heading: "Why developers and architects work with us",
      items: [
        {
          title: "True-to-drawing accuracy",
          description: "Every model is built from your drawings and checked against them.",
        },
        {
          title: "Local context",
          description: "Indian materials, vegetation and light, so renders feel like Hyderabad, not anywhere.",
        },
        {
          title: "Marketing-ready output",
          description: "Renders and videos sized for brochures, hoardings, ads and RERA listings.",
        },
        { title: "Fast revisions", description: "Material and furniture changes turned around within 48 hours." },
      ],
    },
    {
      kind: "stats",
      heading: "Visualisation in numbers",
      items: [
        { value: "300+", label: "Projects visualised" },
        { value: "40+", label: "Developers and architects served" },
        { value: weeks(facts.timelines.walkthrough), label: "Typical walkthrough delivery" },
        { value: facts.satisfaction, label: "Client satisfaction" },
      ],
    },
    {
      kind: "gallery",
      id: "renders",
      eyebrow: "Illustrative stills",
      heading: "Illustrative stills from a Kokapet residential project",
      intro:
        "These are illustrative stills, not final renders: three towers by a lake, drawn from the developer's drawings to settle the camera, the massing and the light for the project page, the same view in daylight and at dusk. For your project we deliver high-resolution stills with your own materials, landscaping and interiors, and walkthrough video, agreed view by view in the steps below.",
      items: [work.towersDay, work.towersDusk],
    },
    {
      kind: "process",
      tone: "tint",
      eyebrow: "How it works",
      heading: "From drawings to walkthrough",
      steps: [
        {
          title: "Share your drawings",
          description: "Send CAD, Revit or SketchUp files with material and finish references.",
        },
        {
          title: "Clay model review",
          description: "We build the 3D model and share untextured views to confirm geometry and camera angles.",
        },
        {
          title: "Materials & lighting",
          description:
            "Textures, furniture, landscaping and lighting from your finish schedule are added, and each view is checked with you.",
        },
        {
          title: "Final renders & video",
          description: "High-resolution stills and walkthrough video delivered in every format you need.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Visualise your project",
      heading: "Help your buyers see it, feel it and book it",
      text: "Send us your drawings and the views you need. We will reply with a fixed quote and a delivery date within one working day.",
      actions: [
        { label: "Get Started", href: "enquiry" },
        { label: "Schedule a Call", href: "tel", style: "secondary" },
      ],
    },
  ],
};
