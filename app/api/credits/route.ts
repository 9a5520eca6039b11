export { GET } from "@/features/credits/server/routes/credits";
