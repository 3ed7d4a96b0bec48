// lw_axis_tb: a core behind lw_axis (rtl/common/lw_axis.v), for lwhash.sim.axis_bench.
//
// The AXI4-Stream ports are the bench's: cocotbext-axi's AxiStreamSource drives s_axis_*,
// its AxiStreamSink takes m_axis_*.  The bench also watches the core-side FIFO flags: a
// read while the source word is absent or a write while the destination is full counts
// in `violation` (lw_axis must keep the core interface's rules).
//
// The core is `LW_DUT with its fixed parameters `LW_PARAMS at W = 32; lw_axis gets AW and
// `LW_AXIS_PARAMS (lwhash.axis.verilog_params).
`timescale 1ns / 1ps
`default_nettype none
module lw_axis_tb #(
    parameter integer AW = 32
) (
    input  wire            clk,
    input  wire            rst,
    input  wire [AW-1:0]   s_axis_tdata,
    input  wire [AW/8-1:0] s_axis_tkeep,
    input  wire            s_axis_tlast,
    input  wire            s_axis_tvalid,
    output wire            s_axis_tready,
    output wire [AW-1:0]   m_axis_tdata,
    output wire [AW/8-1:0] m_axis_tkeep,
    output wire            m_axis_tlast,
    output wire            m_axis_tvalid,
    input  wire            m_axis_tready,
    input  wire            err_clr,
    output wire            err,
    output wire            busy,
    output reg             violation,
    output reg  [63:0]     cycle
);
`ifndef LW_PARAMS
`define LW_PARAMS
`endif
`ifndef LW_AXIS_PARAMS
`define LW_AXIS_PARAMS
`endif
    wire        core_rst, src_ready, src_read, dst_ready, dst_write, core_err;
    wire [31:0] din, dout;

    lw_axis #(`LW_AXIS_PARAMS .AW(AW)) u_axis (
        .clk(clk), .rst(rst),
        .s_axis_tdata(s_axis_tdata), .s_axis_tkeep(s_axis_tkeep), .s_axis_tlast(s_axis_tlast),
        .s_axis_tvalid(s_axis_tvalid), .s_axis_tready(s_axis_tready),
        .m_axis_tdata(m_axis_tdata), .m_axis_tkeep(m_axis_tkeep), .m_axis_tlast(m_axis_tlast),
        .m_axis_tvalid(m_axis_tvalid), .m_axis_tready(m_axis_tready),
        .err_o(err), .err_clr_i(err_clr), .busy_o(busy),
        .core_rst(core_rst), .core_din(din), .core_src_ready(src_ready), .core_src_read(src_read),
        .core_dout(dout), .core_dst_ready(dst_ready), .core_dst_write(dst_write), .core_err(core_err)
    );

    `LW_DUT #(`LW_PARAMS .W(32)) u_core (
        .clk(clk), .rst(core_rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(core_err)
    );

    always @(posedge clk) begin
        cycle <= rst ? 64'd0 : cycle + 64'd1;
        if (rst) violation <= 1'b0;
        else if ((src_read & src_ready) | (dst_write & dst_ready)) violation <= 1'b1;
    end
endmodule
`default_nettype wire
