export { GET } from "@/features/journal/server/routes/journal";
