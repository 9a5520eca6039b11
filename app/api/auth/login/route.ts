export { POST } from "@/features/sign-in/server/routes/login";
