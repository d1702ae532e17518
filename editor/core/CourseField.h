#pragma once

#include <cstddef>

namespace cw {

// Where one value of a course lives, for ChangeValue: a member of the course
// (courseField<&RowingCourse::name>()) or a member of element `index` of one of its lists
// (courseField<&RowingCourse::laneStyles, &LaneStyle::colour>(2)). Two fields are equal when they
// lead to the same value, which is how ChangeValue::mergeWith tells one field from another: the
// locator is one function per member pointer, so its address names the member.
template <class Course, class Value>
struct CourseField {
    Value &(*locate)(Course &course, std::size_t index) = nullptr;
    std::size_t index = 0;

    // The value in `course`; element `index` must exist (std::out_of_range otherwise).
    Value &in(Course &course) const { return locate(course, index); }

    bool operator==(const CourseField &) const = default;
};

namespace detail {

// The class and type of a data member pointer given as a template argument.
template <auto Member>
struct MemberOf;
template <class Class, class Type, Type Class::*Member>
struct MemberOf<Member> {
    using Object = Class;
    using Value = Type;
};

template <auto Member>
typename MemberOf<Member>::Value &memberIn(typename MemberOf<Member>::Object &object, std::size_t)
{
    return object.*Member;
}

template <auto List, auto Member>
typename MemberOf<Member>::Value &elementMemberIn(typename MemberOf<List>::Object &object,
                                                  std::size_t index)
{
    return (object.*List).at(index).*Member;
}

} // namespace detail

// The course's member `Member` (a data member pointer such as &RowingCourse::name).
template <auto Member>
constexpr auto courseField()
{
    using M = detail::MemberOf<Member>;
    return CourseField<typename M::Object, typename M::Value>{&detail::memberIn<Member>, 0};
}

// Member `Member` of element `index` of the course's list `List` (a std::vector, std::array or
// QList member, such as &RowingCourse::laneStyles with &LaneStyle::name).
template <auto List, auto Member>
constexpr auto courseField(std::size_t index)
{
    using L = detail::MemberOf<List>;
    using M = detail::MemberOf<Member>;
    return CourseField<typename L::Object, typename M::Value>{
        &detail::elementMemberIn<List, Member>, index};
}

} // namespace cw
