#pragma once
// Task: the coroutine type of a node program. It starts suspended; a transport resumes it.
// A Task can co_await another Task (Tree_Do awaits Tree_UpDo, then Tree_Down): the inner one
// runs at once and hands control back to the outer one when it finishes.

#include "cubelab/framearena.h"

#include <coroutine>
#include <exception>
#include <utility>

namespace cubelab {

class [[nodiscard]] Task
{
public:
    struct promise_type
    {
        std::coroutine_handle<> continuation;
        std::exception_ptr exception;

        // Frames come from the FrameArena installed on this thread, if any.
        static void* operator new(std::size_t bytes) { return FrameArena::allocateFrame(bytes); }
        static void operator delete(void* frame, std::size_t bytes) noexcept
        {
            FrameArena::releaseFrame(frame, bytes);
        }

        Task get_return_object()
        {
            return Task{std::coroutine_handle<promise_type>::from_promise(*this)};
        }
        std::suspend_always initial_suspend() noexcept { return {}; }

        struct FinalAwaiter
        {
            bool await_ready() noexcept { return false; }
            std::coroutine_handle<> await_suspend(std::coroutine_handle<promise_type> h) noexcept
            {
                auto next = h.promise().continuation;
                return next ? next : std::noop_coroutine();
            }
            void await_resume() noexcept {}
        };
        FinalAwaiter final_suspend() noexcept { return {}; }
        void return_void() noexcept {}
        void unhandled_exception() noexcept { exception = std::current_exception(); }
    };
    using Handle = std::coroutine_handle<promise_type>;

    Task() = default;
    Task(Task&& other) noexcept : mHandle(std::exchange(other.mHandle, {})) {}
    Task& operator=(Task&& other) noexcept
    {
        if (this != &other) {
            reset();
            mHandle = std::exchange(other.mHandle, {});
        }
        return *this;
    }
    Task(const Task&) = delete;
    Task& operator=(const Task&) = delete;
    ~Task() { reset(); }

    Handle handle() const { return mHandle; }
    bool done() const { return !mHandle || mHandle.done(); }
    void rethrowIfFailed() const
    {
        if (mHandle && mHandle.promise().exception)
            std::rethrow_exception(mHandle.promise().exception);
    }

    auto operator co_await() && noexcept
    {
        struct Awaiter
        {
            Handle inner;
            bool await_ready() noexcept { return false; }
            std::coroutine_handle<> await_suspend(std::coroutine_handle<> outer) noexcept
            {
                inner.promise().continuation = outer;
                return inner;
            }
            void await_resume() const
            {
                if (inner.promise().exception)
                    std::rethrow_exception(inner.promise().exception);
            }
        };
        return Awaiter{mHandle};
    }

private:
    explicit Task(Handle h) : mHandle(h) {}
    void reset()
    {
        if (mHandle)
            mHandle.destroy();
        mHandle = {};
    }

    Handle mHandle;
};

} // namespace cubelab
